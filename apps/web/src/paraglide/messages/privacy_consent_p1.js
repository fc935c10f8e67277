/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Consent_P1Inputs */

const en_privacy_consent_p1 = /** @type {(inputs: Privacy_Consent_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We collect, use and disclose personal information only with your knowledge and consent, except where otherwise permitted or required by law. Consent may be express, for example when you submit an application or tick a box, or implied, for example when you give us your contact details so that we can respond to an enquiry.`)
};

const fr_privacy_consent_p1 = /** @type {(inputs: Privacy_Consent_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous recueillons, utilisons et communiquons des renseignements personnels uniquement à votre connaissance et avec votre consentement, sauf lorsque la loi le permet ou l’exige autrement. Le consentement peut être exprès, par exemple lorsque vous soumettez une candidature ou cochez une case, ou tacite, par exemple lorsque vous nous donnez vos coordonnées pour que nous puissions répondre à une demande.`)
};

/**
* | output |
* | --- |
* | "We collect, use and disclose personal information only with your knowledge and consent, except where otherwise permitted or required by law. Consent may be e..." |
*
* @param {Privacy_Consent_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_consent_p1 = /** @type {((inputs?: Privacy_Consent_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Consent_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_consent_p1(inputs)
	return en_privacy_consent_p1(inputs)
});