/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Cta_TitleInputs */

const en_services_cta_title = /** @type {(inputs: Services_Cta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready to Build a Stronger Operation?`)
};

const fr_services_cta_title = /** @type {(inputs: Services_Cta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prêt à bâtir des activités plus solides?`)
};

/**
* | output |
* | --- |
* | "Ready to Build a Stronger Operation?" |
*
* @param {Services_Cta_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_cta_title = /** @type {((inputs?: Services_Cta_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Cta_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_cta_title(inputs)
	return en_services_cta_title(inputs)
});