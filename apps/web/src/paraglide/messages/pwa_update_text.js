/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pwa_Update_TextInputs */

const en_pwa_update_text = /** @type {(inputs: Pwa_Update_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update now to get the latest jobs, pages and fixes.`)
};

const fr_pwa_update_text = /** @type {(inputs: Pwa_Update_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettez à jour maintenant pour obtenir les derniers emplois, pages et correctifs.`)
};

/**
* | output |
* | --- |
* | "Update now to get the latest jobs, pages and fixes." |
*
* @param {Pwa_Update_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pwa_update_text = /** @type {((inputs?: Pwa_Update_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pwa_Update_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pwa_update_text(inputs)
	return en_pwa_update_text(inputs)
});