import { AbstractFulfillmentProviderService, MedusaError } from "@medusajs/framework/utils"
import type {
  CalculatedShippingOptionPrice,
  CalculateShippingOptionPriceDTO,
  CreateFulfillmentResult,
  CreateShippingOptionDTO,
  FulfillmentOption,
  Logger,
} from "@medusajs/framework/types"
import { TRANSPORTER_MODULE } from "../../modules/transporter"
import type TransporterModuleService from "../../modules/transporter/service"
import { TRANSPORTER_PROVIDER_IDENTIFIER, parseOptionData, shippingOptionName, type TransporterOptionData } from "../../lib/option-data"
import { quoteDestination, resolveDestination, type AddressLike, type GeoReader, type QuotedDesk } from "../../lib/pricing"
import type { TypeQuote } from "../../lib/quote"

/** Registration name of the algeria-geo module's service. */
const GEO_MODULE = "geo"

type Cradle = Record<string, unknown> & { logger?: Logger }

/**
 * Prices each transporter shipping option from the rate table, on the server, from the
 * shipping address Medusa hands over (never from what the browser sends). The fulfillment
 * module is declared with `dependencies: ["transporter", "geo"]` in medusa-config.ts so this
 * provider can read both modules; see docs/decisions/0003-transporter-pricing.md.
 */
class TransporterFulfillmentService extends AbstractFulfillmentProviderService {
  static identifier = TRANSPORTER_PROVIDER_IDENTIFIER

  protected cradle_: Cradle
  protected logger_?: Logger

  constructor(cradle: Cradle) {
    super()
    // Keep the cradle and resolve lazily: the injected modules may load after this provider.
    this.cradle_ = cradle
    this.logger_ = cradle.logger
  }

  protected resolveDependency<T>(key: string): T {
    let service: T | undefined
    try {
      service = this.cradle_[key] as T | undefined
    } catch {
      service = undefined
    }
    if (!service) {
      throw new MedusaError(
        MedusaError.Types.UNEXPECTED_STATE,
        `The transporter fulfillment provider needs the "${key}" module: declare the fulfillment module with dependencies: ["${TRANSPORTER_MODULE}", "${GEO_MODULE}"] in medusa-config.ts`
      )
    }
    return service
  }

  protected get transporters() {
    return this.resolveDependency<TransporterModuleService>(TRANSPORTER_MODULE)
  }

  protected get geo() {
    return this.resolveDependency<GeoReader>(GEO_MODULE)
  }

  /** The quote of one option for an address, or why it cannot be delivered. */
  protected async quoteOption(option: TransporterOptionData, address: AddressLike): Promise<TypeQuote<QuotedDesk> | { served: false; reason: string }> {
    const dest = await resolveDestination(this.geo, address)
    if ("error" in dest) return { served: false, reason: dest.error }
    const [quoted] = await quoteDestination(this.transporters, dest, { transporter_ids: [option.transporter_id] })
    if (!quoted) return { served: false, reason: "unknown_transporter" }
    return quoted.quote[option.delivery_type]
  }

  /** For the admin's "create shipping option" form: one entry per transporter and delivery type. */
  async getFulfillmentOptions(): Promise<FulfillmentOption[]> {
    const transporters = await this.transporters.listTransporters({}, { order: { name: "ASC" }, take: null })
    return transporters.flatMap((t) =>
      (["home", "stop_desk"] as const)
        .filter((type) => (type === "home" ? t.supports_home : t.supports_stop_desk))
        .map((type) => ({ id: `${t.code}-${type}`, name: shippingOptionName(t.name, type), transporter_id: t.id, delivery_type: type }))
    )
  }

  async validateOption(data: Record<string, unknown>): Promise<boolean> {
    const option = parseOptionData(data)
    if (!option) return false
    const [t] = await this.transporters.listTransporters({ id: option.transporter_id }, { select: ["id"] })
    return !!t
  }

  async canCalculate(data: CreateShippingOptionDTO): Promise<boolean> {
    // An update that does not touch `data` (a rename) carries the option id only.
    if (!data.data) return "id" in (data as object)
    return this.validateOption(data.data as Record<string, unknown>)
  }

  /**
   * The rate-table price for the cart's (or order's) shipping address. An address the
   * courier does not serve gets no amount: adding the method is then refused, and a
   * cart refresh drops a method that no longer applies. A stop-desk method whose desk no
   * longer fits the address gets no amount either. Client data never changes the price.
   */
  async calculatePrice(
    optionData: CalculateShippingOptionPriceDTO["optionData"],
    data: CalculateShippingOptionPriceDTO["data"],
    context: CalculateShippingOptionPriceDTO["context"]
  ): Promise<CalculatedShippingOptionPrice> {
    const noPrice = { calculated_amount: undefined as unknown as number, is_calculated_price_tax_inclusive: true }
    const option = parseOptionData(optionData)
    if (!option) {
      this.logger_?.warn(`transporter provider: shipping option data ${JSON.stringify(optionData)} names no transporter`)
      return noPrice
    }
    const quote = await this.quoteOption(option, context?.shipping_address as AddressLike)
    if (!quote.served) return noPrice
    const deskId = (data as Record<string, unknown> | undefined)?.stop_desk_id
    if (option.delivery_type === "stop_desk" && deskId && !quote.stop_desks.some((d) => d.id === deskId)) {
      return noPrice
    }
    return { calculated_amount: quote.price, is_calculated_price_tax_inclusive: true }
  }

  /**
   * What the shipping method records: the transporter, the delivery type, the chosen
   * stop-desk (which must be an active desk of this transporter serving the address) and
   * the destination. Anything else the client sent is dropped.
   */
  async validateFulfillmentData(
    optionData: Record<string, unknown>,
    data: Record<string, unknown>,
    context: Record<string, unknown>
  ): Promise<Record<string, unknown>> {
    const option = parseOptionData(optionData)
    if (!option) throw new MedusaError(MedusaError.Types.INVALID_DATA, "This shipping option names no transporter")
    const address = context?.shipping_address as AddressLike
    const dest = await resolveDestination(this.geo, address)
    if ("error" in dest) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `shipping_address: the wilaya and commune cannot be delivered (${dest.error})`)
    }
    const [quoted] = await quoteDestination(this.transporters, dest, { transporter_ids: [option.transporter_id] })
    const quote = quoted?.quote[option.delivery_type]
    if (!quote?.served) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `${quoted?.transporter.name ?? "This transporter"} does not deliver ${option.delivery_type} to ${dest.commune.name_fr} (${quote?.reason ?? "unknown_transporter"})`
      )
    }
    const deskId = data?.stop_desk_id ?? null
    if (option.delivery_type === "home" && deskId !== null) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "stop_desk_id: only a stop-desk delivery takes a stop-desk")
    }
    if (option.delivery_type === "stop_desk") {
      if (typeof deskId !== "string" || !deskId) {
        throw new MedusaError(MedusaError.Types.INVALID_DATA, "stop_desk_id: choose one of the transporter's stop-desks")
      }
      if (!quote.stop_desks.some((d) => d.id === deskId)) {
        throw new MedusaError(
          MedusaError.Types.INVALID_DATA,
          `stop_desk_id: ${deskId} is not an active stop-desk of ${quoted.transporter.name} in wilaya ${dest.wilaya.code}`
        )
      }
    }
    return {
      transporter_id: option.transporter_id,
      delivery_type: option.delivery_type,
      stop_desk_id: deskId,
      commune_code: dest.commune.code,
      wilaya_code: dest.wilaya.code,
    }
  }

  /** No courier API yet (adapters come later): the fulfillment keeps the method's data. */
  async createFulfillment(data: Record<string, unknown>): Promise<CreateFulfillmentResult> {
    const { transporter_id, delivery_type, stop_desk_id, commune_code, wilaya_code } = data ?? {}
    return { data: { transporter_id, delivery_type, stop_desk_id, commune_code, wilaya_code }, labels: [] }
  }

  async cancelFulfillment(): Promise<Record<string, unknown>> {
    return {}
  }

  async createReturnFulfillment(): Promise<CreateFulfillmentResult> {
    return { data: {}, labels: [] }
  }
}

export default TransporterFulfillmentService
