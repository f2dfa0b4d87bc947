import { staffLanguage, tooManyLoginsMessage } from "../lib/login-message"

describe("the login limit's message", () => {
  it("speaks the admin's language, else the browser's, else French", () => {
    expect(staffLanguage({ cookie: "a=1; lng=ar; b=2", "accept-language": "en-US,en" })).toBe("ar")
    expect(staffLanguage({ "accept-language": "de-DE, en;q=0.8, fr;q=0.5" })).toBe("en")
    expect(staffLanguage({ cookie: "lng=de" })).toBe("fr")
    expect(staffLanguage({})).toBe("fr")
  })

  it("says how long to wait, in words that agree with the number", () => {
    expect(tooManyLoginsMessage("fr", 60)).toBe("Trop de tentatives de connexion : réessayez dans 60 secondes.")
    expect(tooManyLoginsMessage("en", 1)).toBe("Too many login attempts: try again in 1 second.")
    expect(tooManyLoginsMessage("ar", 120)).toBe("محاولات دخول كثيرة جدًا: أعد المحاولة بعد 120 ثانية.")
    expect(tooManyLoginsMessage("ar", 5)).toBe("محاولات دخول كثيرة جدًا: أعد المحاولة بعد 5 ثوانٍ.")
    expect(tooManyLoginsMessage("ar", 2)).toBe("محاولات دخول كثيرة جدًا: أعد المحاولة بعد ثانيتين.")
  })
})
