/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Carrier_Join_TitleInputs */

const en_carrier_join_title = /** @type {(inputs: Carrier_Join_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join Our Carrier Network`)
};

const fr_carrier_join_title = /** @type {(inputs: Carrier_Join_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joignez-vous à notre réseau de transporteurs`)
};

/**
* | output |
* | --- |
* | "Join Our Carrier Network" |
*
* @param {Carrier_Join_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const carrier_join_title = /** @type {((inputs?: Carrier_Join_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carrier_Join_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_carrier_join_title(inputs)
	return en_carrier_join_title(inputs)
});