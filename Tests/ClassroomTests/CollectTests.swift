// `stepwise classroom collect`: each student's repository fetched, checked out at the
// deadline and graded here, with hostile rosters and lists refused line by line.

import AppTestSupport
import Foundation
import LessonEngine
import StepwiseBasics
import Testing

@testable import Classroom
@testable import TutorialCourse

@MainActor
@Suite struct CollectTests {
  @Test func theRosterIsReadAsGitHubClassroomExportsItAndEveryOtherRowIsListedWithWhy() throws {
    let text =
      "\u{FEFF}identifier,github_username,github_id,name\r\n"
      + "s1,ada,101,\"Lovelace, Ada\"\r\n"
      + "\r\n"
      + "s2,ben-k,102,\"Ben \"\"the\"\"\nKing\"\r\n"
      + "s3,,,Cy Unlinked\r\n"
      + "s4,../etc,104,Dot Dot\r\n"
      + "s5,eve smith,105,Eve\r\n"
      + "s6,Ada,106,Ada Again\r\n"
      + "s7,--upload-pack=touch,107,Mallory\n"

    let roster = try Roster(rosterCSV: text, organization: "school", prefix: "checklists")

    #expect(
      roster.students == [
        .init(name: "ada", source: "https://github.com/school/checklists-ada"),
        .init(name: "ben-k", source: "https://github.com/school/checklists-ben-k"),
      ])
    #expect(
      roster.refused == [
        .init(name: "s3", reason: "no GitHub account linked in the roster"),
        .init(
          name: "../etc", reason: "not a GitHub username (letters, digits and single hyphens only)"
        ),
        .init(
          name: "eve smith",
          reason: "not a GitHub username (letters, digits and single hyphens only)"),
        .init(name: "Ada", reason: "listed twice in the roster"),
        .init(
          name: "--upload-pack=touch",
          reason: "not a GitHub username (letters, digits and single hyphens only)"),
      ])
    #expect(Roster.rows(ofCSV: text)[2] == ["s2", "ben-k", "102", "Ben \"the\"\nKing"])
    #expect(throws: Roster.ReadError.self) {
      try Roster(rosterCSV: text, organization: "-o", prefix: "checklists")
    }
    #expect(throws: Roster.ReadError.self) {
      try Roster(rosterCSV: "name,email\nada,a@b\n", organization: "school", prefix: "x")
    }
  }

  @Test func aListNamesEachRepositoryAfterItsLastPartAndRefusesWhatGitWouldReadAsAnOption() {
    let list = Roster(
      list: """
        # the class
        /srv/class/ada
        file:///srv/class/ben.git

        git@github.com:school/cy.git
        --upload-pack=touch /tmp/pwned
        /srv/other/ada
        /srv/class/..
        """)

    #expect(list.students.map(\.name) == ["ada", "ben", "cy"])
    #expect(list.students[1].source == "file:///srv/class/ben.git")
    #expect(
      list.refused == [
        .init(
          name: "--upload-pack=touch /tmp/pwned", reason: "starts with \"-\": not a folder or a URL"
        ),
        .init(name: "/srv/other/ada", reason: "a second repository named ada"),
        .init(name: "/srv/class/..", reason: "its last part is not a plain repository name"),
      ])
  }

  @Test func aListedRepositoryWhoseNameGitHubCouldNotSpellIsRefused() {
    let list = Roster(
      list: """
        /srv/class/ada
        /srv/class/ben smith
        /srv/class/cy!
        """)

    #expect(list.students.map(\.name) == ["ada"])
    #expect(
      list.refused.map(\.name) == ["/srv/class/ben smith", "/srv/class/cy!"])
  }

  /// A student's package, committed at each of `dates` (a file changed each time).
  func makeStudent(_ name: String, in folder: TemporaryFolder, dates: [String]) throws -> [String] {
    let student = folder.url.appendingPathComponent("class/\(name)")
    _ = try TutorialStarter(course: PackageRoot.url).start(in: student)
    try FileManager.default.removeItem(at: student.appendingPathComponent(".git"))
    var commits: [String] = []
    for (index, date) in dates.enumerated() {
      try folder.write("// \(index)\n", to: "class/\(name)/Sources/Checklists/Work.swift")
      commits.append(try commitAll(in: student, message: "work \(index)", date: date))
    }
    return commits
  }

  /// While a student is graded, their clone alone is open to other users (the user
  /// `--as-user` runs their code as): every other clone, and the reports, are the teacher's.
  @Test func aStudentsCloneIsOpenToOtherUsersOnlyWhileItsOwnGradeRuns() throws {
    let folder = try TemporaryFolder()
    _ = try makeStudent("ada", in: folder, dates: ["2026-11-20T10:00:00Z"])
    _ = try makeStudent("ben", in: folder, dates: ["2026-11-20T10:00:00Z"])
    try folder.write("class/ada\nclass/ben\n", to: "list.txt")
    let repositories = folder.url.appendingPathComponent("graded/repositories")
    func openToOthers() -> [String] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: repositories.path)) ?? []
      return names.sorted().filter { name in
        let path = repositories.appendingPathComponent(name).path
        let mode = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions]
        return ((mode as? NSNumber)?.intValue ?? 0) & 0o077 != 0
      }
    }
    let tester = StandInTester()
    var openDuringChecks: [[String]] = []
    tester.onCheck = { openDuringChecks.append(openToOthers()) }

    let run = runClassroom(
      ["collect", "--from", "list.txt", "--into", "graded", "--seed", "5"], in: folder.url,
      tutorialTester: tester)

    #expect(run.exitCode == .success, "\(run.error)")
    #expect(!openDuringChecks.isEmpty)
    #expect(openDuringChecks.allSatisfy { $0.count == 1 }, "\(openDuringChecks)")
    #expect(Set(openDuringChecks.flatMap { $0 }) == ["ada", "ben"], "\(openDuringChecks)")
    #expect(openToOthers().isEmpty, "every clone is closed once graded")
    let reports = folder.url.appendingPathComponent("graded/reports").path
    let mode = try FileManager.default.attributesOfItem(atPath: reports)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o700)
  }

  @Test func collectGradesEachStudentAtTheLastCommitBeforeTheDeadlineAndListsWhoCannotBe()
    throws
  {
    let folder = try TemporaryFolder()
    let ada = try makeStudent(
      "ada", in: folder, dates: ["2026-11-20T10:00:00Z", "2026-11-25T10:00:00Z"])
    _ = try makeStudent("ben", in: folder, dates: ["2026-11-23T10:00:00Z"])
    let dee = try makeStudent("dee", in: folder, dates: ["2026-11-21T10:00:00Z"])
    try folder.write(
      """
      class/ada
      class/ben
      class/cy
      file://\(folder.url.path)/class/dee
      --upload-pack=touch pwned

      """, to: "list.txt")
    let failing = try #require(TutorialCatalog.standard.steps.last)

    let run = runClassroom(
      [
        "collect", "--from", "list.txt", "--into", "graded", "--deadline",
        "2026-11-22T00:00:00Z", "--seed", "5", "--csv", "class.csv", "--html", "class.html",
      ], in: folder.url, tutorialTester: StandInTester(failing: [failing.id]))

    #expect(run.exitCode == .success, "\(run.error)")
    #expect(run.error.contains("seed 5 (--seed 5 draws them again)"))
    #expect(run.error.contains("ada: fetching "), "each fetch is said as it starts")
    #expect(run.error.contains("dee: fetching file://"))
    let csv = try #require(folder.read("class.csv"))
    let steps = TutorialCatalog.standard.steps.count
    #expect(csv.contains("\r\nben,not graded,,,\(steps),,,no commit before the deadline,,\r\n"))
    #expect(
      csv.contains(
        "\r\ncy,not graded,,,\(steps),,,cannot fetch \(folder.url.path)/class/cy: repository "
          + "'\(folder.url.path)/class/cy' does not exist,,\r\n"), "\(csv)")
    #expect(
      csv.contains(
        "\r\n'--upload-pack=touch pwned,not graded,,,\(steps),,,"
          + "\"starts with \"\"-\"\": not a folder or a URL\",,\r\n"))
    #expect(csv.contains(",\(ada[0])\r\n"), "ada at her commit before the deadline")
    #expect(csv.contains(",\(dee[0])\r\n"))
    #expect(
      !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("pwned").path))
    let report = try #require(folder.read("graded/reports/ada.json"))
    let written = try JSONDecoder().decode(
      ProvenanceTests.Written.self, from: Data(report.utf8))
    #expect(written.grade?.commit == ada[0])
    #expect(written.grade?.seed == "5")
    #expect(written.grade?.points == steps - 1)
    #expect(run.output.contains("5 students ("))

    // Again with no deadline: the clone made before is fetched, and ada's newest is graded.
    let again = runClassroom(
      ["collect", "--from", "list.txt", "--into", "graded", "--seed", "5"], in: folder.url,
      tutorialTester: StandInTester())
    #expect(again.exitCode == .success, "\(again.error)")
    let newest = try JSONDecoder().decode(
      ProvenanceTests.Written.self,
      from: Data(try #require(folder.read("graded/reports/ada.json")).utf8))
    #expect(newest.grade?.commit == ada[1])

    // A list that now names another ada: her clone is not fetched from the wrong place.
    // And a folder of the teacher's where a clone would go is left as it is.
    try folder.write("class/other/ada\nclass/eve\n", to: "other.txt")
    _ = try makeStudent("other/ada", in: folder, dates: ["2026-11-20T10:00:00Z"])
    _ = try makeStudent("eve", in: folder, dates: ["2026-11-20T10:00:00Z"])
    try folder.write("mine\n", to: "graded/repositories/eve/notes.txt")
    let other = runClassroom(
      ["collect", "--from", "other.txt", "--into", "graded", "--csv", "other.csv"],
      in: folder.url, tutorialTester: StandInTester())
    #expect(other.exitCode == .success, "\(other.error)")
    #expect(
      folder.read("other.csv")?.contains(
        "/graded/repositories/ada is a clone of \(folder.url.path)/class/ada, not of "
          + "\(folder.url.path)/class/other/ada: move it away") == true)
    #expect(
      folder.read("other.csv")?.contains(
        "/graded/repositories/eve holds files but is not a clone: move it away") == true)
    #expect(folder.read("graded/repositories/eve/notes.txt") == "mine\n")

    // A note of the teacher's in a clone is never discarded by a checkout: the student is
    // not graded again, and the report of before is gone, not shown as this collect's.
    #expect(folder.read("graded/reports/dee.json") != nil)
    try folder.write("mine\n", to: "graded/repositories/dee/NOTES.txt")
    // A link where a clone would go is never followed.
    try FileManager.default.removeItem(
      at: folder.url.appendingPathComponent("graded/repositories/ben"))
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("graded/repositories/ben").path,
      withDestinationPath: folder.url.appendingPathComponent("elsewhere").path)
    try folder.write("file://\(folder.url.path)/class/dee\nclass/ben\n", to: "kept.txt")
    let kept = runClassroom(
      ["collect", "--from", "kept.txt", "--into", "graded", "--csv", "kept.csv"],
      in: folder.url, tutorialTester: StandInTester())
    #expect(kept.exitCode == .success, "\(kept.error)")
    let keptCSV = folder.read("kept.csv") ?? ""
    #expect(
      keptCSV.contains(
        "/graded/repositories/dee holds changes that are not the student's commits (NOTES.txt…): "
          + "collect would discard them; move them, or the folder, away"), "\(keptCSV)")
    #expect(folder.read("graded/repositories/dee/NOTES.txt") == "mine\n")
    #expect(folder.read("graded/reports/dee.json") == nil)
    #expect(
      keptCSV.contains(
        "/graded/repositories/ben is a link: collect keeps its clones in folders of its own; "
          + "move it away"), "\(keptCSV)")
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: folder.url.appendingPathComponent("elsewhere").path
      ).isEmpty)
  }

  /// Why git failed is its first fatal line, not the advice it prints after it.
  @Test func whyAFetchFailedIsGitsReasonNotItsAdvice() {
    let said = """
      fatal: '/nonexistent/repo' does not appear to be a git repository
      fatal: Could not read from remote repository.

      Please make sure you have the correct access rights
      and the repository exists.

      """
    #expect(
      StudentFetch.reason(saidBy: said)
        == "'/nonexistent/repo' does not appear to be a git repository")
    #expect(StudentFetch.reason(saidBy: "error: cannot lock ref\n") == "cannot lock ref")
    #expect(StudentFetch.reason(saidBy: "warning: odd\nsomething else\n") == "something else")
    #expect(StudentFetch.reason(saidBy: "\n\n") == nil)
  }

  @Test func collectWithoutARosterOrWithARosterButNoOrganizationIsAUsageError() throws {
    let folder = try TemporaryFolder()
    try folder.write("identifier,github_username,github_id,name\n", to: "roster.csv")
    #expect(runClassroom(["collect"], in: folder.url).exitCode == .usageError)
    #expect(runClassroom(["collect", "roster.csv"], in: folder.url).exitCode == .usageError)
    let badDeadline = runClassroom(
      ["collect", "--from", "x", "--deadline", "tomorrow"], in: folder.url)
    #expect(badDeadline.exitCode == .usageError)
    #expect(badDeadline.error.contains("\"tomorrow\" is not a time in ISO 8601"))
  }
}
