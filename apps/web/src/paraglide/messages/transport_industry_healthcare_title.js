/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Industry_Healthcare_TitleInputs */

const en_transport_industry_healthcare_title = /** @type {(inputs: Transport_Industry_Healthcare_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Healthcare & Pharma`)
};

const fr_transport_industry_healthcare_title = /** @type {(inputs: Transport_Industry_Healthcare_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Santé et pharmaceutique`)
};

/**
* | output |
* | --- |
* | "Healthcare & Pharma" |
*
* @param {Transport_Industry_Healthcare_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_industry_healthcare_title = /** @type {((inputs?: Transport_Industry_Healthcare_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Industry_Healthcare_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_industry_healthcare_title(inputs)
	return en_transport_industry_healthcare_title(inputs)
});