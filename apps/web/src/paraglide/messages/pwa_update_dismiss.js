/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pwa_Update_DismissInputs */

const en_pwa_update_dismiss = /** @type {(inputs: Pwa_Update_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss update`)
};

const fr_pwa_update_dismiss = /** @type {(inputs: Pwa_Update_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ignorer la mise à jour`)
};

/**
* | output |
* | --- |
* | "Dismiss update" |
*
* @param {Pwa_Update_DismissInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pwa_update_dismiss = /** @type {((inputs?: Pwa_Update_DismissInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pwa_Update_DismissInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pwa_update_dismiss(inputs)
	return en_pwa_update_dismiss(inputs)
});