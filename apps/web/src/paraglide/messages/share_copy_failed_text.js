/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Copy_Failed_TextInputs */

const en_share_copy_failed_text = /** @type {(inputs: Share_Copy_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unable to copy link. Please try again.`)
};

const fr_share_copy_failed_text = /** @type {(inputs: Share_Copy_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de copier le lien. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Unable to copy link. Please try again." |
*
* @param {Share_Copy_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const share_copy_failed_text = /** @type {((inputs?: Share_Copy_Failed_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Copy_Failed_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_share_copy_failed_text(inputs)
	return en_share_copy_failed_text(inputs)
});