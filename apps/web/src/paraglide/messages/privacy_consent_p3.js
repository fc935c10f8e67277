/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Consent_P3Inputs */

const en_privacy_consent_p3 = /** @type {(inputs: Privacy_Consent_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each form on our website that asks for personal information says, beside its submit button, what we will use it for. When you send the form, we record with your information what you agreed to, the version of this policy in force and the date and time. Details sent to us through our programming interface without that statement are recorded as given for the purpose of the form they were sent to.`)
};

const fr_privacy_consent_p3 = /** @type {(inputs: Privacy_Consent_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque formulaire de notre site Web qui demande des renseignements personnels indique, à côté de son bouton d’envoi, à quoi ils serviront. Lorsque vous envoyez le formulaire, nous enregistrons avec vos renseignements ce à quoi vous avez consenti, la version de cette politique en vigueur ainsi que la date et l’heure. Les renseignements qui nous sont transmis par notre interface de programmation sans cette mention sont enregistrés comme fournis aux fins du formulaire auquel ils ont été envoyés.`)
};

/**
* | output |
* | --- |
* | "Each form on our website that asks for personal information says, beside its submit button, what we will use it for. When you send the form, we record with y..." |
*
* @param {Privacy_Consent_P3Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_consent_p3 = /** @type {((inputs?: Privacy_Consent_P3Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Consent_P3Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_consent_p3(inputs)
	return en_privacy_consent_p3(inputs)
});