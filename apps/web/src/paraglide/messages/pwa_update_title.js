/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pwa_Update_TitleInputs */

const en_pwa_update_title = /** @type {(inputs: Pwa_Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new version is available`)
};

const fr_pwa_update_title = /** @type {(inputs: Pwa_Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une nouvelle version est offerte`)
};

/**
* | output |
* | --- |
* | "A new version is available" |
*
* @param {Pwa_Update_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pwa_update_title = /** @type {((inputs?: Pwa_Update_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pwa_Update_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pwa_update_title(inputs)
	return en_pwa_update_title(inputs)
});