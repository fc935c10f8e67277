/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Cta_TextInputs */

const en_services_cta_text = /** @type {(inputs: Services_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us what you need and our team will respond within 24 hours on business days with a plan built around your business.`)
};

const fr_services_cta_text = /** @type {(inputs: Services_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dites-nous ce dont vous avez besoin et notre équipe vous répondra dans les 24 heures les jours ouvrables avec un plan adapté à votre entreprise.`)
};

/**
* | output |
* | --- |
* | "Tell us what you need and our team will respond within 24 hours on business days with a plan built around your business." |
*
* @param {Services_Cta_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_cta_text = /** @type {((inputs?: Services_Cta_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Cta_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_cta_text(inputs)
	return en_services_cta_text(inputs)
});