/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Benefit_Fast_TitleInputs */

const en_services_benefit_fast_title = /** @type {(inputs: Services_Benefit_Fast_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fast Response`)
};

const fr_services_benefit_fast_title = /** @type {(inputs: Services_Benefit_Fast_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponse rapide`)
};

/**
* | output |
* | --- |
* | "Fast Response" |
*
* @param {Services_Benefit_Fast_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_benefit_fast_title = /** @type {((inputs?: Services_Benefit_Fast_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Benefit_Fast_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_benefit_fast_title(inputs)
	return en_services_benefit_fast_title(inputs)
});