/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Industry_Manufacturing_TitleInputs */

const en_services_industry_manufacturing_title = /** @type {(inputs: Services_Industry_Manufacturing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manufacturing`)
};

const fr_services_industry_manufacturing_title = /** @type {(inputs: Services_Industry_Manufacturing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fabrication`)
};

/**
* | output |
* | --- |
* | "Manufacturing" |
*
* @param {Services_Industry_Manufacturing_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_industry_manufacturing_title = /** @type {((inputs?: Services_Industry_Manufacturing_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Industry_Manufacturing_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_industry_manufacturing_title(inputs)
	return en_services_industry_manufacturing_title(inputs)
});