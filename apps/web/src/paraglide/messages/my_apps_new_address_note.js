/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_New_Address_NoteInputs */

const en_my_apps_new_address_note = /** @type {(inputs: My_Apps_New_Address_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new address moves this application to it: to see it here again, ask for a link with that address.`)
};

const fr_my_apps_new_address_note = /** @type {(inputs: My_Apps_New_Address_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une nouvelle adresse y transfère cette candidature : pour la revoir ici, demandez un lien avec cette adresse.`)
};

/**
* | output |
* | --- |
* | "A new address moves this application to it: to see it here again, ask for a link with that address." |
*
* @param {My_Apps_New_Address_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_new_address_note = /** @type {((inputs?: My_Apps_New_Address_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_New_Address_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_new_address_note(inputs)
	return en_my_apps_new_address_note(inputs)
});