/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Western_ProvincesInputs */

const en_transport_western_provinces = /** @type {(inputs: Transport_Western_ProvincesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`British Columbia, Alberta, Saskatchewan, Manitoba`)
};

const fr_transport_western_provinces = /** @type {(inputs: Transport_Western_ProvincesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colombie-Britannique, Alberta, Saskatchewan, Manitoba`)
};

/**
* | output |
* | --- |
* | "British Columbia, Alberta, Saskatchewan, Manitoba" |
*
* @param {Transport_Western_ProvincesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_western_provinces = /** @type {((inputs?: Transport_Western_ProvincesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Western_ProvincesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_western_provinces(inputs)
	return en_transport_western_provinces(inputs)
});