/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Cta_TextInputs */

const en_about_cta_text = /** @type {(inputs: About_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whether you are hiring, looking for your next job or need warehouse space or freight capacity, our team responds within 24 hours on business days.`)
};

const fr_about_cta_text = /** @type {(inputs: About_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que vous embauchiez, cherchiez votre prochain emploi ou ayez besoin d’espace d’entreposage ou de capacité de transport, notre équipe répond dans les 24 heures les jours ouvrables.`)
};

/**
* | output |
* | --- |
* | "Whether you are hiring, looking for your next job or need warehouse space or freight capacity, our team responds within 24 hours on business days." |
*
* @param {About_Cta_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_cta_text = /** @type {((inputs?: About_Cta_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Cta_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_cta_text(inputs)
	return en_about_cta_text(inputs)
});