/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Badge_LicensedInputs */

const en_transport_badge_licensed = /** @type {(inputs: Transport_Badge_LicensedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licensed & Bonded`)
};

const fr_transport_badge_licensed = /** @type {(inputs: Transport_Badge_LicensedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titulaire d’un permis et cautionné`)
};

/**
* | output |
* | --- |
* | "Licensed & Bonded" |
*
* @param {Transport_Badge_LicensedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_badge_licensed = /** @type {((inputs?: Transport_Badge_LicensedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Badge_LicensedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_badge_licensed(inputs)
	return en_transport_badge_licensed(inputs)
});