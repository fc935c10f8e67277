/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Value_Reliability_TitleInputs */

const en_about_value_reliability_title = /** @type {(inputs: About_Value_Reliability_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reliability`)
};

const fr_about_value_reliability_title = /** @type {(inputs: About_Value_Reliability_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiabilité`)
};

/**
* | output |
* | --- |
* | "Reliability" |
*
* @param {About_Value_Reliability_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_value_reliability_title = /** @type {((inputs?: About_Value_Reliability_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Value_Reliability_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_value_reliability_title(inputs)
	return en_about_value_reliability_title(inputs)
});