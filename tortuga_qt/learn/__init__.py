"""The guided first voyage (Learn to play): the lesson model, the chapters, the rehearsal, the tutor. Qt-free."""
