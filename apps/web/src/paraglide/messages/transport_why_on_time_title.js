/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Why_On_Time_TitleInputs */

const en_transport_why_on_time_title = /** @type {(inputs: Transport_Why_On_Time_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On Time, Every Time`)
};

const fr_transport_why_on_time_title = /** @type {(inputs: Transport_Why_On_Time_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À temps, chaque fois`)
};

/**
* | output |
* | --- |
* | "On Time, Every Time" |
*
* @param {Transport_Why_On_Time_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_why_on_time_title = /** @type {((inputs?: Transport_Why_On_Time_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Why_On_Time_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_why_on_time_title(inputs)
	return en_transport_why_on_time_title(inputs)
});