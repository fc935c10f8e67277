/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Follow_BeforeInputs */

const en_apply_follow_before = /** @type {(inputs: Apply_Follow_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow this application, correct your details or withdraw it on`)
};

const fr_apply_follow_before = /** @type {(inputs: Apply_Follow_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivez cette candidature, corrigez vos coordonnées ou retirez-la dans`)
};

/**
* | output |
* | --- |
* | "Follow this application, correct your details or withdraw it on" |
*
* @param {Apply_Follow_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_follow_before = /** @type {((inputs?: Apply_Follow_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Follow_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_follow_before(inputs)
	return en_apply_follow_before(inputs)
});