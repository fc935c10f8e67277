/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pwa_Install_TextInputs */

const en_pwa_install_text = /** @type {(inputs: Pwa_Install_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add ${i?.name} to your home screen for quick access to jobs and quotes.`)
};

const fr_pwa_install_text = /** @type {(inputs: Pwa_Install_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajoutez ${i?.name} à votre écran d’accueil pour accéder rapidement aux emplois et aux soumissions.`)
};

/**
* | output |
* | --- |
* | "Add {name} to your home screen for quick access to jobs and quotes." |
*
* @param {Pwa_Install_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pwa_install_text = /** @type {((inputs: Pwa_Install_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pwa_Install_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pwa_install_text(inputs)
	return en_pwa_install_text(inputs)
});