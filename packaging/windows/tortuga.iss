; Inno Setup script: a Windows installer for the PyInstaller one-folder build.
;   iscc /DVersion=0.1.0 packaging\windows\tortuga.iss
; Expects build\dist\tortuga\ (PyInstaller) and build\icons\tortuga-1667.ico (make_icons.py).
#ifndef Version
  #define Version "0.1.0"
#endif

[Setup]
AppId={{6E0C2B7A-1667-4D7E-9A4B-7A0F1D2C1667}
AppName=Tortuga 1667
AppVersion={#Version}
AppPublisher=tortuga_qt contributors
DefaultDirName={autopf}\Tortuga 1667
DefaultGroupName=Tortuga 1667
OutputDir=..\..\dist
OutputBaseFilename=Tortuga-1667-{#Version}-setup
SetupIconFile=..\..\build\icons\tortuga-1667.ico
UninstallDisplayIcon={app}\tortuga.exe
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes
ArchitecturesInstallIn64BitMode=x64compatible
PrivilegesRequiredOverridesAllowed=dialog

[Files]
Source: "..\..\build\dist\tortuga\*"; DestDir: "{app}"; Flags: recursesubdirs createallsubdirs ignoreversion

[Icons]
Name: "{group}\Tortuga 1667"; Filename: "{app}\tortuga.exe"
Name: "{autodesktop}\Tortuga 1667"; Filename: "{app}\tortuga.exe"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "Create a desktop shortcut"; Flags: unchecked

[Registry]
; Double-clicking a .tortuga save opens it in the game.
Root: HKA; Subkey: "Software\Classes\.tortuga"; ValueType: string; ValueName: ""; ValueData: "Tortuga1667.Save"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Tortuga1667.Save"; ValueType: string; ValueName: ""; ValueData: "Tortuga 1667 saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Tortuga1667.Save\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\tortuga.exe,0"
Root: HKA; Subkey: "Software\Classes\Tortuga1667.Save\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\tortuga.exe"" ""%1"""

[Run]
Filename: "{app}\tortuga.exe"; Description: "Play Tortuga 1667 now"; Flags: nowait postinstall skipifsilent
