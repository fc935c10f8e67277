/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Join_NetworkInputs */

const en_transport_join_network = /** @type {(inputs: Transport_Join_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join Our Network`)
};

const fr_transport_join_network = /** @type {(inputs: Transport_Join_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joindre notre réseau`)
};

/**
* | output |
* | --- |
* | "Join Our Network" |
*
* @param {Transport_Join_NetworkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_join_network = /** @type {((inputs?: Transport_Join_NetworkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Join_NetworkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_join_network(inputs)
	return en_transport_join_network(inputs)
});