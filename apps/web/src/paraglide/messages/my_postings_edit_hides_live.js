/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Edit_Hides_LiveInputs */

const en_my_postings_edit_hides_live = /** @type {(inputs: My_Postings_Edit_Hides_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving sends your changes for review. While we review them, this job is not shown on the site and takes no applications; it goes live again, as changed, once approved.`)
};

const fr_my_postings_edit_hides_live = /** @type {(inputs: My_Postings_Edit_Hides_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’enregistrement envoie vos modifications pour examen. Pendant l’examen, cette offre n’est pas affichée sur le site et ne reçoit aucune candidature; elle est publiée de nouveau, modifiée, une fois approuvée.`)
};

/**
* | output |
* | --- |
* | "Saving sends your changes for review. While we review them, this job is not shown on the site and takes no applications; it goes live again, as changed, once..." |
*
* @param {My_Postings_Edit_Hides_LiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_edit_hides_live = /** @type {((inputs?: My_Postings_Edit_Hides_LiveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Edit_Hides_LiveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_edit_hides_live(inputs)
	return en_my_postings_edit_hides_live(inputs)
});