// French is the reference: en and ar must have exactly these keys (checked by tsc and a test).
const fr = {
  shop: {
    name: "Boutique DZ",
    tagline: "Commandez en ligne, payez à la livraison, partout en Algérie.",
  },
  a11y: {
    skip_to_content: "Aller au contenu",
  },
  nav: {
    label: "Navigation principale",
    home: "Accueil",
    order: "Commander",
  },
  language: {
    label: "Langue",
  },
  footer: {
    cod: "Paiement en espèces à la livraison, partout en Algérie.",
    rights: "© {{year}} Boutique DZ. Tous droits réservés.",
  },
  home: {
    meta_title: "Boutique DZ — paiement à la livraison",
    meta_description: "Commandez en ligne sans créer de compte et payez en espèces à la livraison, partout en Algérie.",
    heading: "Bienvenue chez Boutique DZ",
    intro: "Commandez sans créer de compte : vous payez en espèces à la réception de votre colis.",
    cta: "Passer une commande",
    steps_title: "Comment ça marche",
    step_form: "Remplissez le formulaire de commande avec votre adresse.",
    step_call: "Nous vous appelons pour confirmer la commande.",
    step_pay: "Vous payez en espèces au livreur.",
  },
  checkout: {
    meta_title: "Commande — adresse de livraison",
    meta_description: "Indiquez votre adresse de livraison : wilaya, commune et coordonnées.",
    title: "Adresse de livraison",
    intro: "Indiquez où livrer votre commande. Vous paierez à la réception.",
    first_name: "Prénom",
    last_name: "Nom",
    phone: "Téléphone",
    phone_hint: "10 chiffres, par exemple 0661234567",
    wilaya: "Wilaya",
    commune: "Commune",
    address: "Adresse",
    address_hint: "Rue, numéro, bâtiment, étage…",
    choose_wilaya: "Choisissez une wilaya",
    choose_commune: "Choisissez une commune",
    select_wilaya_first: "Sélectionnez d'abord une wilaya",
    show_communes: "Afficher les communes",
    loading_communes: "Chargement des communes…",
    no_communes: "Aucune commune de cette wilaya n'est desservie pour le moment.",
    error_wilayas: "Échec du chargement des wilayas.",
    error_communes: "Échec du chargement des communes.",
    error_unknown_wilaya: "Cette wilaya n'est pas desservie.",
    retry: "Réessayer",
  },
  not_found: {
    meta_title: "Page introuvable",
    title: "Page introuvable",
    message: "La page que vous cherchez n'existe pas ou a été déplacée.",
    back_home: "Retour à l'accueil",
  },
  error: {
    meta_title: "Erreur",
    title: "Une erreur est survenue",
    message: "Veuillez réessayer dans un instant.",
  },
}

export default fr

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> }
export type Translations = DeepStrings<typeof fr>
