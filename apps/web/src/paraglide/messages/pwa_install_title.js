/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shortName: NonNullable<unknown> }} Pwa_Install_TitleInputs */

const en_pwa_install_title = /** @type {(inputs: Pwa_Install_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Install ${i?.shortName}`)
};

const fr_pwa_install_title = /** @type {(inputs: Pwa_Install_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Installer ${i?.shortName}`)
};

/**
* | output |
* | --- |
* | "Install {shortName}" |
*
* @param {Pwa_Install_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pwa_install_title = /** @type {((inputs: Pwa_Install_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pwa_Install_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pwa_install_title(inputs)
	return en_pwa_install_title(inputs)
});