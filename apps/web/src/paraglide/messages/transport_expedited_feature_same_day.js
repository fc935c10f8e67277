/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Expedited_Feature_Same_DayInputs */

const en_transport_expedited_feature_same_day = /** @type {(inputs: Transport_Expedited_Feature_Same_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Same-day pickup available`)
};

const fr_transport_expedited_feature_same_day = /** @type {(inputs: Transport_Expedited_Feature_Same_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cueillette le jour même offerte`)
};

/**
* | output |
* | --- |
* | "Same-day pickup available" |
*
* @param {Transport_Expedited_Feature_Same_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_expedited_feature_same_day = /** @type {((inputs?: Transport_Expedited_Feature_Same_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Expedited_Feature_Same_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_expedited_feature_same_day(inputs)
	return en_transport_expedited_feature_same_day(inputs)
});