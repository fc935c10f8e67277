/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Industries_DescriptionInputs */

const en_transport_industries_description = /** @type {(inputs: Transport_Industries_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Specialized equipment and experienced carriers for the freight that keeps Canadian businesses running.`)
};

const fr_transport_industries_description = /** @type {(inputs: Transport_Industries_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De l’équipement spécialisé et des transporteurs expérimentés pour les marchandises qui font tourner les entreprises canadiennes.`)
};

/**
* | output |
* | --- |
* | "Specialized equipment and experienced carriers for the freight that keeps Canadian businesses running." |
*
* @param {Transport_Industries_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_industries_description = /** @type {((inputs?: Transport_Industries_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Industries_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_industries_description(inputs)
	return en_transport_industries_description(inputs)
});