/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Why_On_Time_DescriptionInputs */

const en_transport_why_on_time_description = /** @type {(inputs: Transport_Why_On_Time_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A 98.5% on-time record backed by proactive tracking and exception alerts before problems reach your dock.`)
};

const fr_transport_why_on_time_description = /** @type {(inputs: Transport_Why_On_Time_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un taux de ponctualité de 98,5 % soutenu par un suivi proactif et des alertes avant que les problèmes n’atteignent votre quai.`)
};

/**
* | output |
* | --- |
* | "A 98.5% on-time record backed by proactive tracking and exception alerts before problems reach your dock." |
*
* @param {Transport_Why_On_Time_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_why_on_time_description = /** @type {((inputs?: Transport_Why_On_Time_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Why_On_Time_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_why_on_time_description(inputs)
	return en_transport_why_on_time_description(inputs)
});