/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Industry_Automotive_TitleInputs */

const en_transport_industry_automotive_title = /** @type {(inputs: Transport_Industry_Automotive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automotive`)
};

const fr_transport_industry_automotive_title = /** @type {(inputs: Transport_Industry_Automotive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automobile`)
};

/**
* | output |
* | --- |
* | "Automotive" |
*
* @param {Transport_Industry_Automotive_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_industry_automotive_title = /** @type {((inputs?: Transport_Industry_Automotive_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Industry_Automotive_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_industry_automotive_title(inputs)
	return en_transport_industry_automotive_title(inputs)
});