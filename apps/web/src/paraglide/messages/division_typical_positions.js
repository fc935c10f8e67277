/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Division_Typical_PositionsInputs */

const en_division_typical_positions = /** @type {(inputs: Division_Typical_PositionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Typical positions`)
};

const fr_division_typical_positions = /** @type {(inputs: Division_Typical_PositionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postes types`)
};

/**
* | output |
* | --- |
* | "Typical positions" |
*
* @param {Division_Typical_PositionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const division_typical_positions = /** @type {((inputs?: Division_Typical_PositionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Division_Typical_PositionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_division_typical_positions(inputs)
	return en_division_typical_positions(inputs)
});