//
//  NoteStore.swift
//  Notes
//

import Foundation

struct Note: Equatable {
  var title: String
  var isPinned = false
}

/// The notes, pinned ones first.
final class NoteStore {
  private(set) var notes: [Note] = []

  func add(_ note: Note) {
    if note.isPinned {
      notes.insert(note, at: 0)
    } else {
      notes.append(note)
    }
  }

  func remove(at index: Int) {
    notes.remove(at: index)
  }
}
