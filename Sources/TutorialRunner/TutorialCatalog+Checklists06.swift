// Chapter 06's steps: a DataModel owns and saves the lists; preferences remember.

extension TutorialCatalog {
  /// Chapter 06: the lists move into a DataModel the app delegate makes, which saves them;
  /// a first launch opens a list named "List", and later launches the list last open.
  static let checklists06: [TutorialStep] = [
    TutorialStep(
      id: "checklists-06/01-data-model", title: "A DataModel owns the lists",
      hints: [
        "A plain class, made once by the object that lives as long as the app, and handed "
          + "to the first screen.",
        "`final class DataModel { var lists = [Checklist]() }`; the app delegate has `let "
          + "dataModel = DataModel(…)`, and the all-lists screen `var dataModel: DataModel?`.",
        "In `application(_:didFinishLaunchingWithOptions:)`: `(window?.rootViewController as? "
          + "UINavigationController)?.viewControllers.first as? AllListsViewController`, then "
          + "set its `dataModel`; return true.",
      ],
      stage: "Checklists06",
      scriptSHA256: "3ac140a78e8f52580368b554355aa28397098d92a6f4d468a2510aab7a8a616d",
      structureSHA256: "218e4d67046a579880be7991babdf67ea58fb0c5d7c7c96ab6fef5ebefdd6c64",
      retires: [
        "checklists-05/01-all-lists", "checklists-05/02-checklist", "checklists-05/03-own-items",
        "checklists-05/04-items-as-before", "checklists-05/05-add-list",
        "checklists-05/06-rename-list", "checklists-05/07-delete-list",
      ]),
    TutorialStep(
      id: "checklists-06/02-save-on-terminate", title: "Save when the app is terminated",
      hints: [
        "The lists and their items go into one file; the data model reads it when it is "
          + "made, and writes it when told. Who hears that the app is about to stop?",
        "`final class Checklist: Codable`; `DataModel(documentsDirectory:defaults:)` calls "
          + "`loadChecklists()`, and `saveChecklists()` writes `Checklists.plist` in that "
          + "folder.",
        "The app delegate makes it with `FileManager.default.urls(for: .documentDirectory, "
          + "in: .userDomainMask)[0]` and `UserDefaults.standard`, and calls "
          + "`dataModel.saveChecklists()` in `applicationWillTerminate(_:)`.",
      ],
      stage: "Checklists06",
      scriptSHA256: "59a89ff73d0155cd495353a3e485fbb6ea5c8be10feccaed011dc6a038d5577d",
      structureSHA256: "67e270098a861643635c3058a96705fbd11d981eaf69ff25fea7bf163dc04187"),
    TutorialStep(
      id: "checklists-06/03-save-in-background", title: "Save when the app goes to the background",
      hints: [
        "From the home screen, iOS may kill the app without a word.",
        "`applicationDidEnterBackground(_:)` in the app delegate saves too.",
      ],
      stage: "Checklists06",
      scriptSHA256: "befd6a716a272e5fe27faf389d74cc4e9972c55f5ee1afefcee634d07d730c49"),
    TutorialStep(
      id: "checklists-06/03t-test-reopen-list",
      title: "Write the test: a relaunch reopens the open list",
      hints: [
        "Launch with `let device = try Device(app: AppDelegate.self)`; add a list (`try "
          + "device.tap(\"+\")`, `try device.type(\"Shopping\")`, `try device.tap(\"Done\")`) "
          + "and open it with `try device.tapRow(\"Shopping\")`.",
        "`try device.relaunch()` terminates the app and launches it again in the same "
          + "sandbox; then `device.title` names the screen, `device.rowTexts` lists its rows, "
          + "`device.screen` draws it, and `device.inconsistency()` is nil while the rows "
          + "agree with the data source.",
        "Relaunch with \"Shopping\" open and expect its title; then `try device.goBack()`, "
          + "relaunch again, and expect \"Checklists\". Have two lists or more, so that the "
          + "one reopened is the one that was open.",
      ],
      stage: "Checklists06", scriptSHA256: nil,
      testFirst: TestFirst(
        testFile: "ReopenTests.swift",
        courseTestSHA256: "657f487a6a6e489fab366b95a61abcd5cd4929a508fd8a128b62be9e0944ecca",
        mutants: [
          "index-not-stored": "f536a0e1e50be85d106fb6f0d8884ca05ca0a1f7f0773c096a6fcccd80750ca7",
          "never-reset": "db15fbd33e6b14ece65ef9bf3864410d19d058337d94aa8fd6b990284e7af349",
          "first-list-opened": "8766ee4799113c6af5dd0dda48a834ce1734afe41ff081d98ebbca57a1569d69",
          "not-reopened": "008448c73ee12e67c8c59661cd3a96fd9c9e5eee8e338d00092472300cd10b92",
        ],
        code: "indexOfSelectedChecklist and the all-lists screen's part"
          + ", as the next step, \"Reopen the list that was open\", says")),
    TutorialStep(
      id: "checklists-06/04-remember-open-list", title: "Reopen the list that was open",
      hints: [
        "Store the open list's row in the preferences when it opens, and -1 when the user "
          + "comes back; read it when the first screen appears.",
        "`var indexOfSelectedChecklist: Int` in DataModel reads and writes "
          + "`defaults.integer(forKey: \"ChecklistIndex\")`; register -1 as its default with "
          + "`defaults.register(defaults:)` at every launch.",
        "`didSelectRowAt` stores the row; the all-lists screen becomes the navigation "
          + "controller's delegate in `viewDidAppear(_:)`, stores -1 in "
          + "`navigationController(_:willShow:animated:)` when it is shown, and reopens a "
          + "stored index that is in range.",
      ],
      stage: "Checklists06",
      scriptSHA256: "371bc55ea99d92147b01092dd1214fc7ce4947b9cc58369efe2f1cd4ee93e0d9"),
    TutorialStep(
      id: "checklists-06/05-first-list", title: "A first launch opens a list named List",
      hints: [
        "One more preference says whether this is the first launch; the reopening code can "
          + "do the rest.",
        "Register `\"FirstTime\": true`; in `handleFirstTime()`, if it is true, append "
          + "`Checklist(name: \"List\")`, set `indexOfSelectedChecklist = 0`, and store false.",
        "DataModel's initialiser calls `loadChecklists()`, `registerDefaults()`, then "
          + "`handleFirstTime()`, in that order.",
      ],
      stage: "Checklists06",
      scriptSHA256: "4fecc99b9828740b19a3656af3b8a5202ab47f68818529a53b765de242cd07b8",
      retires: ["checklists-01/01-title", "checklists-06/04-remember-open-list"]),
    TutorialStep(
      id: "checklists-06/06-stale-index", title: "Ignore a stored index that names no list",
      hints: [
        "The preferences are on disk at once; the lists only when saved. What if the app "
          + "dies in between?",
        "Reopen only when `index >= 0 && index < dataModel.lists.count`.",
      ],
      stage: "Checklists06",
      scriptSHA256: "71b2132495bbd21d4866c73ab0bfd1afbe30b9dfba579c0b2f302f7d7502ddb8"),
    TutorialStep(
      id: "checklists-06/07-everything-kept", title: "Everything the user changes is kept",
      hints: [
        "Every screen changes the lists the data model holds, not a copy.",
        "The all-lists screen reads and changes `dataModel.lists` everywhere it used its own "
          + "array; the items screen changes the `Checklist` object it was handed, which the "
          + "data model holds too.",
      ],
      stage: "Checklists06",
      scriptSHA256: "baafaf7c7387a34459885e647faf3d74bc871a4f7829cdfb2398b7fe2d978d56"),
  ]
}
