/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Services_TitleInputs */

const en_transport_services_title = /** @type {(inputs: Transport_Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Services Built Around Your Schedule`)
};

const fr_transport_services_title = /** @type {(inputs: Transport_Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des services de transport adaptés à votre horaire`)
};

/**
* | output |
* | --- |
* | "Freight Services Built Around Your Schedule" |
*
* @param {Transport_Services_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_services_title = /** @type {((inputs?: Transport_Services_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Services_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_services_title(inputs)
	return en_transport_services_title(inputs)
});