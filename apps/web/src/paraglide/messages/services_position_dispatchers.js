/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Position_DispatchersInputs */

const en_services_position_dispatchers = /** @type {(inputs: Services_Position_DispatchersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispatchers`)
};

const fr_services_position_dispatchers = /** @type {(inputs: Services_Position_DispatchersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Répartiteurs`)
};

/**
* | output |
* | --- |
* | "Dispatchers" |
*
* @param {Services_Position_DispatchersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_position_dispatchers = /** @type {((inputs?: Services_Position_DispatchersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Position_DispatchersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_position_dispatchers(inputs)
	return en_services_position_dispatchers(inputs)
});