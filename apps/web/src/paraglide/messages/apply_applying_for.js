/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Applying_ForInputs */

const en_apply_applying_for = /** @type {(inputs: Apply_Applying_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applying for`)
};

const fr_apply_applying_for = /** @type {(inputs: Apply_Applying_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidature pour`)
};

/**
* | output |
* | --- |
* | "Applying for" |
*
* @param {Apply_Applying_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_applying_for = /** @type {((inputs?: Apply_Applying_ForInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Applying_ForInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_applying_for(inputs)
	return en_apply_applying_for(inputs)
});