/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_AgainInputs */

const en_apply_again = /** @type {(inputs: Apply_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply again`)
};

const fr_apply_again = /** @type {(inputs: Apply_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postuler de nouveau`)
};

/**
* | output |
* | --- |
* | "Apply again" |
*
* @param {Apply_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_again = /** @type {((inputs?: Apply_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_again(inputs)
	return en_apply_again(inputs)
});