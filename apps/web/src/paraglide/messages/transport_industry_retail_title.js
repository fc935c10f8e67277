/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Industry_Retail_TitleInputs */

const en_transport_industry_retail_title = /** @type {(inputs: Transport_Industry_Retail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retail & E-commerce`)
};

const fr_transport_industry_retail_title = /** @type {(inputs: Transport_Industry_Retail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commerce de détail et en ligne`)
};

/**
* | output |
* | --- |
* | "Retail & E-commerce" |
*
* @param {Transport_Industry_Retail_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_industry_retail_title = /** @type {((inputs?: Transport_Industry_Retail_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Industry_Retail_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_industry_retail_title(inputs)
	return en_transport_industry_retail_title(inputs)
});