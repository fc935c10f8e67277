/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Industry_Office_TitleInputs */

const en_services_industry_office_title = /** @type {(inputs: Services_Industry_Office_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office & Customer Service`)
};

const fr_services_industry_office_title = /** @type {(inputs: Services_Industry_Office_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bureau et service à la clientèle`)
};

/**
* | output |
* | --- |
* | "Office & Customer Service" |
*
* @param {Services_Industry_Office_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_industry_office_title = /** @type {((inputs?: Services_Industry_Office_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Industry_Office_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_industry_office_title(inputs)
	return en_services_industry_office_title(inputs)
});