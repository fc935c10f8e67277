/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_DestinationInputs */

const en_error_destination = /** @type {(inputs: Error_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination location is required`)
};

const fr_error_destination = /** @type {(inputs: Error_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La destination est obligatoire`)
};

/**
* | output |
* | --- |
* | "Destination location is required" |
*
* @param {Error_DestinationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_destination = /** @type {((inputs?: Error_DestinationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_DestinationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_destination(inputs)
	return en_error_destination(inputs)
});