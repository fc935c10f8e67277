/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Benefit_Ontario_TitleInputs */

const en_services_benefit_ontario_title = /** @type {(inputs: Services_Benefit_Ontario_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario Expertise`)
};

const fr_services_benefit_ontario_title = /** @type {(inputs: Services_Benefit_Ontario_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expertise ontarienne`)
};

/**
* | output |
* | --- |
* | "Ontario Expertise" |
*
* @param {Services_Benefit_Ontario_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_benefit_ontario_title = /** @type {((inputs?: Services_Benefit_Ontario_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Benefit_Ontario_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_benefit_ontario_title(inputs)
	return en_services_benefit_ontario_title(inputs)
});