/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pwa_Update_NowInputs */

const en_pwa_update_now = /** @type {(inputs: Pwa_Update_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update Now`)
};

const fr_pwa_update_now = /** @type {(inputs: Pwa_Update_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre à jour`)
};

/**
* | output |
* | --- |
* | "Update Now" |
*
* @param {Pwa_Update_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pwa_update_now = /** @type {((inputs?: Pwa_Update_NowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pwa_Update_NowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pwa_update_now(inputs)
	return en_pwa_update_now(inputs)
});