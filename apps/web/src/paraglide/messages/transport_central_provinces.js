/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Central_ProvincesInputs */

const en_transport_central_provinces = /** @type {(inputs: Transport_Central_ProvincesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario, Quebec`)
};

const fr_transport_central_provinces = /** @type {(inputs: Transport_Central_ProvincesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario, Québec`)
};

/**
* | output |
* | --- |
* | "Ontario, Quebec" |
*
* @param {Transport_Central_ProvincesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_central_provinces = /** @type {((inputs?: Transport_Central_ProvincesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Central_ProvincesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_central_provinces(inputs)
	return en_transport_central_provinces(inputs)
});