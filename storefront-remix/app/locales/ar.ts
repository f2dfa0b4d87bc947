import type { Translations } from "./fr"

const ar: Translations = {
  shop: {
    name: "بوتيك DZ",
    tagline: "اطلب عبر الإنترنت وادفع عند الاستلام، في كل أنحاء الجزائر.",
  },
  a11y: {
    skip_to_content: "انتقل إلى المحتوى",
  },
  nav: {
    label: "القائمة الرئيسية",
    home: "الرئيسية",
    order: "اطلب الآن",
  },
  language: {
    label: "اللغة",
  },
  footer: {
    cod: "الدفع نقدًا عند الاستلام، في كل أنحاء الجزائر.",
    rights: "© {{year}} بوتيك DZ. جميع الحقوق محفوظة.",
  },
  home: {
    meta_title: "بوتيك DZ — الدفع عند الاستلام",
    meta_description: "اطلب عبر الإنترنت دون إنشاء حساب وادفع نقدًا عند الاستلام، في كل أنحاء الجزائر.",
    heading: "مرحبًا بكم في بوتيك DZ",
    intro: "اطلب دون إنشاء حساب: تدفع نقدًا عند استلام طردك.",
    cta: "قدّم طلبك",
    steps_title: "كيف يتم الطلب؟",
    step_form: "املأ استمارة الطلب بعنوانك.",
    step_call: "نتصل بك لتأكيد الطلب.",
    step_pay: "تدفع نقدًا لعامل التوصيل.",
  },
  checkout: {
    meta_title: "الطلب — عنوان التوصيل",
    meta_description: "أدخل عنوان التوصيل: الولاية والبلدية ومعلومات الاتصال.",
    title: "عنوان التوصيل",
    intro: "أخبرنا أين نوصل طلبك. الدفع عند الاستلام.",
    first_name: "الاسم",
    last_name: "اللقب",
    phone: "رقم الهاتف",
    phone_hint: "10 أرقام، مثال: 0661234567",
    wilaya: "الولاية",
    commune: "البلدية",
    address: "العنوان",
    address_hint: "الشارع، الرقم، العمارة، الطابق…",
    choose_wilaya: "اختر الولاية",
    choose_commune: "اختر البلدية",
    select_wilaya_first: "اختر الولاية أولًا",
    show_communes: "عرض البلديات",
    loading_communes: "جارٍ تحميل البلديات…",
    no_communes: "لا يتم التوصيل حاليًا إلى أي بلدية في هذه الولاية.",
    error_wilayas: "تعذّر تحميل الولايات.",
    error_communes: "تعذّر تحميل البلديات.",
    error_unknown_wilaya: "لا يتم التوصيل إلى هذه الولاية.",
    retry: "إعادة المحاولة",
  },
  not_found: {
    meta_title: "الصفحة غير موجودة",
    title: "الصفحة غير موجودة",
    message: "الصفحة التي تبحث عنها غير موجودة أو تم نقلها.",
    back_home: "العودة إلى الصفحة الرئيسية",
  },
  error: {
    meta_title: "خطأ",
    title: "حدث خطأ",
    message: "يرجى المحاولة مرة أخرى بعد قليل.",
  },
}

export default ar
