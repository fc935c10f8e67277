/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Benefit_Quality_TitleInputs */

const en_services_benefit_quality_title = /** @type {(inputs: Services_Benefit_Quality_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quality You Can Trust`)
};

const fr_services_benefit_quality_title = /** @type {(inputs: Services_Benefit_Quality_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une qualité digne de confiance`)
};

/**
* | output |
* | --- |
* | "Quality You Can Trust" |
*
* @param {Services_Benefit_Quality_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_benefit_quality_title = /** @type {((inputs?: Services_Benefit_Quality_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Benefit_Quality_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_benefit_quality_title(inputs)
	return en_services_benefit_quality_title(inputs)
});