// The app's identity, standing for the Xcode target's Info.plist: how the tool, the tests and
// the chapters launch this stage. With Storyboard.swift, the only code here written for the kit.

import HeadlessUIKit

/// Checklists, stage 08: the finished app, hardened where the book's design can lose what
/// the user typed or stop the app.
///
/// Each row names a way stage 07 (the book's design) fails, and the test in
/// `Tests/Checklists08Tests` that shows this stage surviving it:
///
/// | What goes wrong in the book's design | Test that shows 08 survives it |
/// |---|---|
/// | Saving only on background and terminate: a crash loses every change since (adding, editing, deleting or checking an item; adding, renaming or deleting a list; a new icon) | `SaveOnEveryChangeTests.aCrashRightAfterAChangeLosesNothing` |
/// | "FirstTime" turns false before the first list is saved: a crash loses that list for good | `SaveOnEveryChangeTests.aCrashRightAfterTheFirstLaunchKeepsTheFirstList` |
/// | The open list's index is stored before the list is: after a crash it names nothing | `SaveOnEveryChangeTests.aListOpenedJustBeforeACrashOpensAgain` |
/// | A crash in the middle of a save | `AtomicSaveTests.aCrashInTheMiddleOfASaveLeavesThePreviousFileWhole` |
/// | A data file that cannot be read (cut short, garbage, wrong types, empty, a folder) loads as no lists, and the next save writes the empty list over it, without a word | `DamagedDataFileTests.theFileIsKeptAsideAndTheUserIsToldWhere`, `DamagedDataFileTests.aDamagedFileIsNeverSavedOverEvenOnBackground` |
/// | One unreadable item makes every list unreadable | `DamagedDataFileTests.theListsAndItemsThatCanStillBeReadAreKept` |
/// | A data file that is a link to a file elsewhere is read as the app's own; a huge one is read whole, however long it takes | `ForeignDataFileTests.aLinkToAFileElsewhereIsKeptAsideUnreadAndNeverWrittenThrough`, `ForeignDataFileTests.aDataFileLargerThanTheAppReadsIsKeptAsideUnread` |
/// | A save that fails (a full disk) says nothing: the user goes on changing lists that a crash will lose | `SaveFailureTests.whenTheDiskIsFullTheUserIsToldOnceAndWhatWasSavedStays`, `SaveFailureTests.theChangesKeptInMemoryAreSavedOnceTheDiskHasRoomAgain`, `SaveFailureTests.aFirstLaunchWhoseSaveFailsIsToldToo` |
/// | Reset or missing preferences say "FirstTime" again: a second "List" appears beside the saved lists | `DamagedPreferencesTests.theListsStayAndNoSecondFirstListAppears`, `DamagedPreferencesTests.preferencesLostWithoutDamageAddNoSecondFirstList` |
/// | A name of spaces can be saved: Done goes on for it, and so does the return key | `TextEditingTests.spacesAloneLeaveDoneOff`, `TextEditingTests.theReturnKeySavesNoBlankItem`, `TextEditingTests.aListCannotBeRenamedToSpaces`, `TextEditingTests.doneAlwaysMatchesTheTextWhateverTheEdits` |
/// | `Range(range, in: text)!` stops the app on a range that splits a character, and `Range(_:in:)` itself traps on a negative location | `TextEditingTests.aRangeNoKeystrokeSendsIsRefusedAndNothingBreaks` |
/// | `integer(forKey:)` reads a stored "ChecklistIndex" of "abc", a date or a huge real number as 0, `true` as 1, and opens that list | `StoredIndexTests.anyOtherValueOrTypeOpensNoList` |
public enum Checklists08 {
  /// The app, ready to launch on a simulated device.
  public static let app = AppDescriptor(
    id: "checklists-08",
    title: "Checklists",
    summary: "Saves every change at once, keeps damaged files aside, survives any input.",
    chapter: "checklists-08.md",
    makeDelegate: { AppDelegate() },
    makeStoryboard: { UIStoryboard.makeMain() },
    // The images in the app's asset catalog: one per icon a list can have.
    assets: AssetCatalog(images: [
      "No Icon", "Appointments", "Birthdays", "Chores", "Drinks", "Folder", "Groceries", "Inbox",
      "Photos", "Trips",
    ]))
}
