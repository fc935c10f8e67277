/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Atlantic_ProvincesInputs */

const en_transport_atlantic_provinces = /** @type {(inputs: Transport_Atlantic_ProvincesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Brunswick, Nova Scotia, Prince Edward Island, Newfoundland and Labrador`)
};

const fr_transport_atlantic_provinces = /** @type {(inputs: Transport_Atlantic_ProvincesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau-Brunswick, Nouvelle-Écosse, Île-du-Prince-Édouard, Terre-Neuve-et-Labrador`)
};

/**
* | output |
* | --- |
* | "New Brunswick, Nova Scotia, Prince Edward Island, Newfoundland and Labrador" |
*
* @param {Transport_Atlantic_ProvincesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_atlantic_provinces = /** @type {((inputs?: Transport_Atlantic_ProvincesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Atlantic_ProvincesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_atlantic_provinces(inputs)
	return en_transport_atlantic_provinces(inputs)
});