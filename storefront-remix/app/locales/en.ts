import type { Translations } from "./fr"

const en: Translations = {
  shop: {
    name: "Boutique DZ",
    tagline: "Order online, pay on delivery, anywhere in Algeria.",
  },
  a11y: {
    skip_to_content: "Skip to content",
  },
  nav: {
    label: "Main navigation",
    home: "Home",
    order: "Order",
  },
  language: {
    label: "Language",
  },
  footer: {
    cod: "Cash on delivery, anywhere in Algeria.",
    rights: "© {{year}} Boutique DZ. All rights reserved.",
  },
  home: {
    meta_title: "Boutique DZ — cash on delivery",
    meta_description: "Order online without an account and pay cash on delivery, anywhere in Algeria.",
    heading: "Welcome to Boutique DZ",
    intro: "Order without creating an account: you pay cash when your parcel arrives.",
    cta: "Place an order",
    steps_title: "How it works",
    step_form: "Fill in the order form with your address.",
    step_call: "We call you to confirm the order.",
    step_pay: "You pay the courier in cash.",
  },
  checkout: {
    meta_title: "Order — delivery address",
    meta_description: "Enter your delivery address: wilaya, commune and contact details.",
    title: "Delivery address",
    intro: "Tell us where to deliver your order. You pay on delivery.",
    first_name: "First name",
    last_name: "Last name",
    phone: "Phone",
    phone_hint: "10 digits, for example 0661234567",
    wilaya: "Wilaya (province)",
    commune: "Commune",
    address: "Address",
    address_hint: "Street, number, building, floor…",
    choose_wilaya: "Choose a wilaya",
    choose_commune: "Choose a commune",
    select_wilaya_first: "Select a wilaya first",
    show_communes: "Show communes",
    loading_communes: "Loading communes…",
    no_communes: "No commune of this wilaya is served yet.",
    error_wilayas: "Failed to fetch wilayas.",
    error_communes: "Failed to fetch communes.",
    error_unknown_wilaya: "This wilaya is not served.",
    retry: "Try again",
  },
  not_found: {
    meta_title: "Page not found",
    title: "Page not found",
    message: "The page you are looking for does not exist or has moved.",
    back_home: "Back to the home page",
  },
  error: {
    meta_title: "Error",
    title: "Something went wrong",
    message: "Please try again in a moment.",
  },
}

export default en
