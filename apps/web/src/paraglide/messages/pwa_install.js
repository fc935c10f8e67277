/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pwa_InstallInputs */

const en_pwa_install = /** @type {(inputs: Pwa_InstallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install`)
};

const fr_pwa_install = /** @type {(inputs: Pwa_InstallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Installer`)
};

/**
* | output |
* | --- |
* | "Install" |
*
* @param {Pwa_InstallInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pwa_install = /** @type {((inputs?: Pwa_InstallInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pwa_InstallInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pwa_install(inputs)
	return en_pwa_install(inputs)
});